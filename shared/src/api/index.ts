export {
  clearPortalConfigCache,
  fetchAppInit,
  fetchCaptcha,
  fetchProjectConfig,
  fetchSiteConfig,
  fetchUserInfo,
  fetchYearHours,
  LAST_SYS_PARAM_KEY,
  lookupAcademy,
  modifyPassword,
  PORTAL_CONFIG_KEY,
  readLastSysParam,
  registerClientOrigin,
} from './account';
export {
  api,
  apiLive,
  commonHeaders,
  configureApi,
  getJson,
  isSuccess,
  pcApi,
  post,
  postForm,
  postJson,
  postLogout,
  postPage,
  postQuery,
  requestData,
  requestRaw,
  resetApiConfig,
  type ClientName,
  type HttpMethod,
  type RawResponse,
  type RequestOptions,
  type RequestPayload,
} from './client';
export {
  SESSION_END_DELAY_MS,
  type ApiConfig,
  type NotifyLevel,
  type SessionEndReason,
} from './config';
export { fetchDictionary, type DictionaryOptions } from './dictionary';
export { decycle, toFormBody, toSearchParams } from './encode';
export {
  ApiError,
  DEFAULT_NETWORK_MESSAGE,
  describeError,
  ERROR_MESSAGES,
  errorMessageFor,
  failureFromException,
  serverMessage,
  type ErrorDescription,
  type RequestFailure,
} from './errors';
export { createRequestId, getDeviceFingerprint } from './fingerprint';
export { clearToken, getToken, setToken } from './session';
