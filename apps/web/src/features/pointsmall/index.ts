// The points mall's public face: where its pages are (the member centre links the mall). The pages are reached
// through the route table.
export { mallPath } from './state/pointsmall-paths.ts';
