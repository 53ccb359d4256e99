// The catalogue parts apps/web/locale-parts.ts serves (virtual:locale/<locale>/first | rest).
declare module 'virtual:locale/*' {
  const tree: { [key: string]: string | typeof tree };
  export default tree;
}
