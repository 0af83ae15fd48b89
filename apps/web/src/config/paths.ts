/** The pages' patterns and link builders (`paths.news.to(12)`): the list is packages/shared/src/pages.ts. */
export { pages as paths } from '@club/shared/pages';
