/** Default request timeout (back-office.md §9: 60 s). */
export const REQUEST_TIMEOUT_MS = 60000;
/** Timeout of the ComprehensiveLoanReport call (back-office.md §7: 300000 ms). */
export const REPORT_TIMEOUT_MS = 300000;
/** Timeout of the activity-log writes (back-office.md §9: 5 s). */
export const LOG_TIMEOUT_MS = 5000;
/** Build version sent with every request (back-office.md §9). */
export const APP_VERSION = '2.0.619';
/** The log-writing endpoint; the global handler ignores its responses (back-office.md §8). */
export const LOG_WRITE_URL = '/api/logs/write';
/** Storage key of the per-device unique id. */
export const DEVICE_ID_KEY = 'deviceId';

/** Header names the request layer sends (the mock server reads the same names). */
export const HEADER = {
  language: 'language',
  application: 'application',
  deviceId: 'deviceId',
  appVersion: 'appVersion',
  contentType: 'Content-Type',
  authorization: 'Authorization',
  /** Marks the activity-log writes (back-office.md §7 "a log header is sent"). */
  log: 'log',
} as const;

/** Texts of the request layer and the global handler (back-office.md §5, §8). */
export const MESSAGES = {
  offline: 'No Internet Connection',
  timeoutTitle: 'Request Timeout.',
  tryAgain: 'Please try again.',
  network: 'There seems to be a problem with your internet connection, please check your connection and try again.',
  authTitle: 'Authorization Error',
  login: 'Please login with your credentials.',
  technical: 'Technical error',
  errorTitle: 'Error',
  notFound: 'Page not found!',
} as const;
