import type { QuestionType } from '@portal/shared/contracts';
/**
 * The question bank the seeded papers draw from (the same in every
 * tenant). Keys: SINGLE/MULTI option letters, JUDGE 'T'/'F', FILL one entry
 * per blank with alternatives separated by '|'.
 */

interface BankQuestion {
  code: string;
  type: QuestionType;
  stem: string;
  /** Option texts (A, B, …); JUDGE and FILL have none. */
  options?: string[];
  answer: string[];
  explanation?: string;
}

type BankTopic = 'law' | 'history' | 'secrecy' | 'cyber' | 'discipline';

const QUESTION_BANK: Record<BankTopic, BankQuestion[]> = {
  law: [
    {
      code: 'L01',
      type: 'SINGLE',
      stem: '全面依法治国的总目标是建设（ ）。',
      options: [
        '中国特色社会主义法治体系、建设社会主义法治国家',
        '法治政府',
        '法治社会',
        '服务型政府',
      ],
      answer: ['A'],
      explanation:
        '党的十八届四中全会明确，全面推进依法治国的总目标是建设中国特色社会主义法治体系，建设社会主义法治国家。',
    },
    {
      code: 'L02',
      type: 'MULTI',
      stem: '习近平法治思想强调坚持依法治国、依法执政、依法行政共同推进，坚持（ ）一体建设。',
      options: ['法治国家', '法治政府', '法治社会', '法治市场'],
      answer: ['A', 'B', 'C'],
      explanation: '坚持法治国家、法治政府、法治社会一体建设。',
    },
    {
      code: 'L03',
      type: 'JUDGE',
      stem: '宪法是国家的根本法，具有最高的法律效力。',
      answer: ['T'],
      explanation: '《宪法》序言明确宪法是国家的根本法，具有最高的法律效力。',
    },
    {
      code: 'L04',
      type: 'FILL',
      stem: '每年的12月4日是国家____日。',
      answer: ['宪法|宪法宣传'],
      explanation: '2014年全国人大常委会决定将12月4日设立为国家宪法日。',
    },
    {
      code: 'L05',
      type: 'SINGLE',
      stem: '行政机关作出行政处罚决定前，应当告知当事人拟作出的处罚内容及事实、理由、依据，并告知当事人依法享有的（ ）等权利。',
      options: ['陈述、申辩', '复议', '诉讼', '赔偿'],
      answer: ['A'],
      explanation: '《行政处罚法》第四十四条。',
    },
    {
      code: 'L06',
      type: 'JUDGE',
      stem: '法无授权不可为，是对公民个人的基本要求。',
      answer: ['F'],
      explanation:
        '"法无授权不可为"约束的是公权力；对公民而言是"法无禁止即可为"。',
    },
    {
      code: 'L07',
      type: 'MULTI',
      stem: '下列属于行政复议范围的有（ ）。',
      options: [
        '对行政处罚决定不服',
        '对行政强制措施不服',
        '对行政机关内部人事处理不服',
        '认为行政机关不履行法定职责',
      ],
      answer: ['A', 'B', 'D'],
      explanation: '行政机关对其工作人员的奖惩、任免等决定不属于行政复议范围。',
    },
    {
      code: 'L08',
      type: 'FILL',
      stem: '坚持全面依法治国，必须坚持党的领导、____当家作主、依法治国有机统一。',
      answer: ['人民'],
      explanation: '党的领导、人民当家作主、依法治国有机统一。',
    },
    {
      code: 'L09',
      type: 'SINGLE',
      stem: '我国的根本政治制度是（ ）。',
      options: [
        '人民代表大会制度',
        '政治协商制度',
        '民族区域自治制度',
        '基层群众自治制度',
      ],
      answer: ['A'],
      explanation: '人民代表大会制度是我国的根本政治制度。',
    },
    {
      code: 'L10',
      type: 'JUDGE',
      stem: '法律面前人人平等，任何组织或者个人都不得有超越宪法和法律的特权。',
      answer: ['T'],
      explanation: '《宪法》第五条。',
    },
  ],
  history: [
    {
      code: 'H01',
      type: 'SINGLE',
      stem: '中国共产党第一次全国代表大会召开于（ ）年。',
      options: ['1919', '1921', '1927', '1949'],
      answer: ['B'],
      explanation:
        '1921年7月，中国共产党第一次全国代表大会在上海召开，后转移到嘉兴南湖。',
    },
    {
      code: 'H02',
      type: 'FILL',
      stem: '伟大建党精神的内涵是：坚持真理、坚守理想，践行初心、担当使命，不怕牺牲、英勇斗争，对党忠诚、不负____。',
      answer: ['人民'],
      explanation: '习近平总书记在庆祝中国共产党成立100周年大会上的讲话。',
    },
    {
      code: 'H03',
      type: 'JUDGE',
      stem: '遵义会议是党的历史上一个生死攸关的转折点。',
      answer: ['T'],
      explanation: '遵义会议确立了毛泽东同志在红军和党中央的领导地位。',
    },
    {
      code: 'H04',
      type: 'MULTI',
      stem: '党的三个历史决议分别通过于（ ）。',
      options: ['1945年', '1981年', '2021年', '1978年'],
      answer: ['A', 'B', 'C'],
      explanation:
        '1945年六届七中全会、1981年十一届六中全会、2021年十九届六中全会。',
    },
    {
      code: 'H05',
      type: 'SINGLE',
      stem: '党的十一届三中全会召开于（ ）。',
      options: ['1976年', '1977年', '1978年', '1982年'],
      answer: ['C'],
      explanation:
        '1978年12月，实现了新中国成立以来党的历史上具有深远意义的伟大转折。',
    },
    {
      code: 'H06',
      type: 'JUDGE',
      stem: '古田会议确立了思想建党、政治建军的原则。',
      answer: ['T'],
      explanation: '1929年12月古田会议决议。',
    },
    {
      code: 'H07',
      type: 'FILL',
      stem: '延安精神的精髓是坚定正确的政治方向、解放思想实事求是的思想路线、全心全意为人民服务的根本宗旨、____的创业精神。',
      answer: ['自力更生艰苦奋斗|自力更生、艰苦奋斗'],
      explanation: '延安精神的主要内容。',
    },
    {
      code: 'H08',
      type: 'SINGLE',
      stem: '中华人民共和国成立于（ ）。',
      options: [
        '1945年10月1日',
        '1949年10月1日',
        '1949年9月21日',
        '1954年9月20日',
      ],
      answer: ['B'],
    },
    {
      code: 'H09',
      type: 'MULTI',
      stem: '下列属于党在新民主主义革命时期形成的精神有（ ）。',
      options: ['井冈山精神', '长征精神', '延安精神', '载人航天精神'],
      answer: ['A', 'B', 'C'],
      explanation: '载人航天精神形成于改革开放和社会主义现代化建设新时期。',
    },
    {
      code: 'H10',
      type: 'JUDGE',
      stem: '党的二十大召开于2021年。',
      answer: ['F'],
      explanation: '党的二十大于2022年10月召开。',
    },
  ],
  secrecy: [
    {
      code: 'S01',
      type: 'SINGLE',
      stem: '国家秘密的密级分为（ ）三级。',
      options: [
        '绝密、机密、秘密',
        '绝密、机密、内部',
        '机密、秘密、内部',
        '核心、重要、一般',
      ],
      answer: ['A'],
      explanation: '《保守国家秘密法》第十三条。',
    },
    {
      code: 'S02',
      type: 'JUDGE',
      stem: '涉密计算机可以在确保安全的情况下临时连接互联网。',
      answer: ['F'],
      explanation: '涉密计算机严禁直接或间接连接互联网。',
    },
    {
      code: 'S03',
      type: 'MULTI',
      stem: '下列行为中，违反保密规定的有（ ）。',
      options: [
        '在微信群中传递涉密文件',
        '使用普通U盘拷贝涉密资料',
        '将涉密载体交由保密室保管',
        '在公共场所谈论涉密事项',
      ],
      answer: ['A', 'B', 'D'],
      explanation: '涉密载体应按规定由保密室或专人保管。',
    },
    {
      code: 'S04',
      type: 'FILL',
      stem: '保密工作坚持____、依法管理的方针。',
      answer: ['积极防范、突出重点|积极防范突出重点'],
      explanation: '《保守国家秘密法》第四条。',
    },
    {
      code: 'S05',
      type: 'SINGLE',
      stem: '绝密级国家秘密的保密期限，除另有规定外，一般不超过（ ）年。',
      options: ['10', '20', '30', '50'],
      answer: ['C'],
    },
    {
      code: 'S06',
      type: 'JUDGE',
      stem: '机关、单位对所产生的国家秘密事项，应当按照国家秘密及其密级的具体范围的规定确定密级。',
      answer: ['T'],
    },
    {
      code: 'S07',
      type: 'SINGLE',
      stem: '销毁国家秘密载体，应当（ ）。',
      options: [
        '送交指定的销毁机构或使用符合标准的销毁设备',
        '自行焚烧',
        '当作废纸出售',
        '交给废品回收站',
      ],
      answer: ['A'],
      explanation: '国家秘密载体的销毁必须符合国家保密规定和标准。',
    },
    {
      code: 'S08',
      type: 'FILL',
      stem: '《中华人民共和国保守国家秘密法》最近一次修订于____年。',
      answer: ['2024'],
      explanation: '2024年2月27日第十四届全国人大常委会第八次会议修订。',
    },
  ],
  cyber: [
    {
      code: 'C01',
      type: 'SINGLE',
      stem: '收到自称"银行客服"要求提供短信验证码的电话，正确的做法是（ ）。',
      options: [
        '立即提供',
        '挂断电话，通过官方渠道核实',
        '先提供一半',
        '回拨来电号码确认',
      ],
      answer: ['B'],
      explanation: '任何要求提供验证码的来电都应警惕，应通过官方渠道核实。',
    },
    {
      code: 'C02',
      type: 'MULTI',
      stem: '下列属于安全的口令习惯的有（ ）。',
      options: [
        '不同网站使用不同口令',
        '口令包含大小写字母、数字和符号',
        '把口令写在显示器旁',
        '定期更换重要账户口令',
      ],
      answer: ['A', 'B', 'D'],
    },
    {
      code: 'C03',
      type: 'JUDGE',
      stem: '公共场所的免费Wi-Fi可以放心用于网上银行转账。',
      answer: ['F'],
      explanation: '公共Wi-Fi可能被监听或仿冒，不宜进行支付等敏感操作。',
    },
    {
      code: 'C04',
      type: 'FILL',
      stem: '《中华人民共和国网络安全法》自____年6月1日起施行。',
      answer: ['2017'],
    },
    {
      code: 'C05',
      type: 'SINGLE',
      stem: '国家网络安全宣传周一般在每年的（ ）举办。',
      options: ['3月', '6月', '9月', '12月'],
      answer: ['C'],
    },
    {
      code: 'C06',
      type: 'JUDGE',
      stem: '个人信息处理者处理敏感个人信息应当取得个人的单独同意。',
      answer: ['T'],
      explanation: '《个人信息保护法》第二十九条。',
    },
    {
      code: 'C07',
      type: 'MULTI',
      stem: '发现电脑感染勒索病毒后，应当（ ）。',
      options: [
        '立即断开网络',
        '向单位信息部门报告',
        '按照勒索信息付款',
        '保留现场以便处置',
      ],
      answer: ['A', 'B', 'D'],
    },
    {
      code: 'C08',
      type: 'FILL',
      stem: '常见的网络钓鱼邮件会诱导用户点击链接并输入____和密码。',
      answer: ['账号|用户名|帐号'],
    },
  ],
  discipline: [
    {
      code: 'D01',
      type: 'SINGLE',
      stem: '《中国共产党纪律处分条例》规定的"六项纪律"不包括（ ）。',
      options: ['政治纪律', '组织纪律', '财经纪律', '生活纪律'],
      answer: ['C'],
      explanation:
        '六项纪律：政治纪律、组织纪律、廉洁纪律、群众纪律、工作纪律、生活纪律。',
    },
    {
      code: 'D02',
      type: 'MULTI',
      stem: '党纪处分的种类包括（ ）。',
      options: ['警告', '严重警告', '撤销党内职务', '开除党籍'],
      answer: ['A', 'B', 'C', 'D'],
      explanation: '另有留党察看。',
    },
    {
      code: 'D03',
      type: 'JUDGE',
      stem: '党员领导干部可以接受可能影响公正执行公务的礼品、礼金。',
      answer: ['F'],
    },
    {
      code: 'D04',
      type: 'FILL',
      stem: '监督执纪"四种形态"中，第一种形态是让红红脸、出出汗成为____。',
      answer: ['常态'],
    },
    {
      code: 'D05',
      type: 'SINGLE',
      stem: '现行《中国共产党纪律处分条例》于（ ）修订。',
      options: ['2015年', '2018年', '2023年', '2024年'],
      answer: ['C'],
      explanation: '2023年12月修订，自2024年1月1日起施行。',
    },
    {
      code: 'D06',
      type: 'JUDGE',
      stem: '中央八项规定精神要求改进调查研究、精简会议活动、精简文件简报。',
      answer: ['T'],
    },
  ],
};

/** Every bank question in one list (for counting and look-ups). */
export function allBankQuestions(): BankQuestion[] {
  return Object.values(QUESTION_BANK).flat();
}
