export * from './clubs.ts';
export * from './media.ts';
export * from './messages.ts';
export * from './news.ts';
export * from './rate-limits.ts';
export * from './reference.ts';
export * from './spots.ts';
export * from './users.ts';
