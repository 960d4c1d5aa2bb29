export * from './statuses.ts';
export * from './routes.ts';
export * from './guard.ts';
export * from './login-decision.ts';
