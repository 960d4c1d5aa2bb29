export * from './lockout.ts';
export * from './resend-throttle.ts';
export * from './guards.ts';
