import {
  apiPathOfUrl,
  bodyEncodingOf,
  JSON_BODY_CALLS,
} from './request-encoding.rules';

describe('bodyEncodingOf', () => {
  it('is JSON for getAllLives, the one call the seed marks JSON', () => {
    expect(bodyEncodingOf('fosung/live/getAllLives')).toBe('json');
    expect(JSON_BODY_CALLS['fosung/live/getAllLives']).toBe('seed');
  });

  it.each([
    'letter/getUnReadNum',
    'portal/suggest/createSuggest',
    'portal/collect/toggleCollect',
    'tbtp/web/verifyCode',
    'tbtpenrollment/web/save',
    'portal/tbtp/queryOrgList',
    'getTrainee',
    'handleWsztbBm',
    'personal/queryTbtpStatisticsInfo',
    'cePing/queryExamId',
    'cePing/queryExamResult',
    'certificate/createCollegeCertificate',
    'personal/queryMyCertificateStatisticsInfo',
    'personal/personalConfig',
    'personal/yearTotalStatistics',
    'personal/totalStatistics',
    'personal/courseCategoryStatistics',
    'personal/keyWordStatistics',
    'personal/hotStatisticsList',
    'personal/newStatisticsList',
    'personal/yearCourseTotalStatistics',
    'personal/applyDispatch',
    'letter/detail',
    'sso/user/sendSmsCode',
    'sso/user/checkUserSmsCode',
    'sso/ukey/query/sign',
    'sso/ukey/login',
    'portal/user/rdrZWY',
    'a/call/nobody/listed',
  ])('is form for the flat call %s', (path) => {
    expect(bodyEncodingOf(path)).toBe('form');
  });

  it('ignores slashes and the query', () => {
    expect(bodyEncodingOf('/user/info/update/?x=1')).toBe('json');
  });
});

describe('apiPathOfUrl', () => {
  it('gives the same key behind every client base', () => {
    expect(apiPathOfUrl('/api/letter/detail')).toBe('letter/detail');
    expect(apiPathOfUrl('/apiLive/api/fosung/live/getAllLives')).toBe(
      'fosung/live/getAllLives',
    );
    expect(apiPathOfUrl('/pcApi/api/cela/queryTopicPageList?pagenum=0')).toBe(
      'cela/queryTopicPageList',
    );
  });

  it('is undefined outside the API', () => {
    expect(apiPathOfUrl('/sso/login')).toBeUndefined();
    expect(apiPathOfUrl('/logout')).toBeUndefined();
    expect(apiPathOfUrl('/__dev/fail')).toBeUndefined();
    expect(apiPathOfUrl('/api/')).toBeUndefined();
  });
});
