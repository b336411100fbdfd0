import { checkSurveyAnswers, isSurveyAnswered } from './surveys.rules';

describe('isSurveyAnswered', () => {
  it('knows an answer from an empty one', () => {
    expect(isSurveyAnswered(undefined)).toBe(false);
    expect(isSurveyAnswered(null)).toBe(false);
    expect(isSurveyAnswered('  ')).toBe(false);
    expect(isSurveyAnswered([])).toBe(false);
    expect(isSurveyAnswered([0])).toBe(true);
    expect(isSurveyAnswered(3)).toBe(true);
  });
});

describe('checkSurveyAnswers', () => {
  const items = [
    {
      id: 'a',
      type: 'SINGLE' as const,
      label: 'A',
      required: true,
      options: ['x', 'y'],
    },
    {
      id: 'b',
      type: 'MULTIPLE' as const,
      label: 'B',
      required: false,
      options: ['x', 'y'],
    },
    { id: 'c', type: 'RATING' as const, label: 'C', required: false, max: 5 },
    { id: 'd', type: 'TEXT' as const, label: 'D', required: false },
  ];

  it('keeps valid answers and drops empty optional ones', () => {
    expect(
      checkSurveyAnswers(items, { a: 1, b: [1, 0, 1], d: ' 好 ' }),
    ).toEqual({
      answers: { a: [1], b: [0, 1], d: '好' },
    });
  });

  it('names the first problem', () => {
    expect(checkSurveyAnswers(items, {})).toEqual({
      error: '请回答第1题：A',
      itemId: 'a',
    });
    expect(checkSurveyAnswers(items, { a: [0, 1] })).toEqual({
      error: '第1题只能选择一个选项',
      itemId: 'a',
    });
    expect(checkSurveyAnswers(items, { a: 0, b: [2] })).toEqual({
      error: '第2题的选项不正确',
      itemId: 'b',
    });
    expect(checkSurveyAnswers(items, { a: 0, c: 6 })).toEqual({
      error: '第3题的评分必须是1到5之间的整数',
      itemId: 'c',
    });
    expect(checkSurveyAnswers(items, { a: 0, z: 1 })).toEqual({
      error: '题目z不存在',
    });
    expect(checkSurveyAnswers(items, 'x')).toEqual({
      error: '参数answers格式不正确',
    });
  });
});

describe('text answers', () => {
  const items = [
    {
      id: 'q1',
      type: 'SINGLE' as const,
      label: '单选',
      required: true,
      options: ['a'],
    },
    { id: 'q2', type: 'TEXT' as const, label: '建议', required: false },
  ];
  const check = (q2: string) => checkSurveyAnswers(items, { q1: [0], q2 });

  it('refuses too long text and control or bidi characters', () => {
    expect(check('建议'.repeat(251))).toEqual({
      error: '第2题不能超过500字',
      itemId: 'q2',
    });
    expect(check('建议'.repeat(250))).toEqual({
      answers: { q1: [0], q2: '建议'.repeat(250) },
    });
    expect(check('建议\u0000')).toEqual({
      error: '第2题不能包含控制字符',
      itemId: 'q2',
    });
    expect(check('\u202E议建')).toMatchObject({
      error: '第2题不能包含控制字符',
    });
  });

  it('keeps full-width digits, emoji and line breaks', () => {
    expect(check('１２３ 👍\n第二行')).toEqual({
      answers: { q1: [0], q2: '１２３ 👍\n第二行' },
    });
  });

  it("answers the first problem in the items' order", () => {
    expect(checkSurveyAnswers(items, { q2: '\u0000' })).toEqual({
      error: '请回答第1题：单选',
      itemId: 'q1',
    });
  });
});
