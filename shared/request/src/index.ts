export type * from './types.ts';
export { request, requestHeaders } from './request.ts';
export {
  configureRequest,
  resetRequestConfig,
  getRequestConfig,
  setAuthToken,
  getAuthToken,
  type Language,
  type KeyValueStorage,
  type RequestConfig,
} from './config.ts';
export { responseBus, createResponseBus, type ResponseBus, type ResponseListener } from './bus.ts';
export { globalHandlerAction, isLogWriteUrl, type HandlerAction, type HandlerAction as Action, type HandledResult } from './handler.ts';
export { buildUrl, fillUrlVariables, queryString } from './url.ts';
export { getDeviceId } from './device.ts';
export {
  REQUEST_TIMEOUT_MS,
  REPORT_TIMEOUT_MS,
  LOG_TIMEOUT_MS,
  APP_VERSION,
  LOG_WRITE_URL,
  DEVICE_ID_KEY,
  HEADER,
  MESSAGES,
} from './constants.ts';
