// The gift area's public face: where its pages are (the packages and what a member received, one package). The
// pages themselves are reached through the route table (app/routes.ts).
export { buyPath, packagesPath } from './state/gift-paths.ts';
