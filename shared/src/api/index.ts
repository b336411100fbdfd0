export {
  fetchProjectConfig,
  fetchSiteConfig,
  fetchUserInfo,
  fetchYearHours,
} from './account';
export { ApiError, api, getJson, postJson, postPage } from './client';
export { clearToken, getToken, setToken } from './session';
