/**
 * The demo accounts: the same people in every tenant, with what the seeds
 * of several domains build on (names, roles, hours) and the one password
 * the sign-in page shows.
 */

export const DEMO_PASSWORD = 'Portal@2026';

const WEB_ROLE = 'ROLE_NC_WEB';

interface DemoAccount {
  username: string;
  name: string;
  /** Fake resident id; only its sha256 is stored. */
  idCard: string;
  roleNames: string[];
  manage?: boolean;
  check?: boolean;
  needUkey?: boolean;
  needUpdatePwd?: boolean;
  trainee?: boolean;
  /**
   * 'token': the session counts as signed in by another system's access
   * token, which /api/user/info answers as accessToken (seed-spec 3).
   */
  loginBy?: 'token';
  /** Registered with 中国干部网络学院 (the academy lookup succeeds). */
  celaRegistered?: boolean;
  department: string;
  /**
   * Hours learnt this year and last year in tenant 001.001:
   * [compulsory, optional]. Other tenants add the profile domain's
   * TENANT_HOURS_SHIFT.
   */
  hours: [[number, number], [number, number]];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'learner',
    celaRegistered: true,
    name: '张学员',
    idCard: '110101199001011234',
    roleNames: [WEB_ROLE],
    department: '综合处',
    hours: [
      [24.5, 14],
      [31.5, 20.5],
    ],
  },
  {
    username: 'admin',
    celaRegistered: true,
    name: '李管理',
    idCard: '110101198505052345',
    roleNames: [WEB_ROLE, 'admin'],
    manage: true,
    department: '培训管理处',
    hours: [
      [16.5, 9.5],
      [30, 21],
    ],
  },
  {
    username: 'admin_sms',
    celaRegistered: true,
    name: '王短信',
    idCard: '110101198707073456',
    roleNames: [WEB_ROLE],
    manage: true,
    check: true,
    department: '信息中心',
    hours: [
      [12, 7.5],
      [28.5, 16],
    ],
  },
  {
    username: 'admin_ukey',
    celaRegistered: true,
    name: '赵密钥',
    idCard: '110101198909094567',
    roleNames: [WEB_ROLE],
    manage: true,
    needUkey: true,
    department: '安全保密处',
    hours: [
      [9.5, 5],
      [26, 17.5],
    ],
  },
  {
    username: 'notrainee',
    name: '钱访客',
    idCard: '110101199202025678',
    roleNames: [WEB_ROLE],
    trainee: false,
    department: '办公室',
    hours: [
      [2.5, 1.5],
      [3.5, 1],
    ],
  },
  {
    username: 'pwdexpired',
    celaRegistered: true,
    name: '孙过期',
    idCard: '110101199303036789',
    roleNames: [WEB_ROLE],
    needUpdatePwd: true,
    department: '人事处',
    hours: [
      [20.5, 11],
      [30, 20],
    ],
  },
  {
    username: 'norole',
    name: '周无权',
    idCard: '110101199404047890',
    roleNames: ['ROLE_OTHER'],
    department: '后勤服务中心',
    hours: [
      [5.5, 3],
      [14, 8.5],
    ],
  },
  {
    username: 'emptyrole',
    name: '吴空角色',
    idCard: '110101199505058901',
    roleNames: [],
    department: '财务处',
    hours: [
      [4, 2.5],
      [11.5, 6],
    ],
  },
  {
    username: 'tokenlogin',
    loginBy: 'token',
    celaRegistered: true,
    name: '郑令牌',
    idCard: '110101199606069012',
    roleNames: [WEB_ROLE],
    manage: true,
    department: '组织处',
    hours: [
      [18, 10.5],
      [29, 19],
    ],
  },
];
