// The table area's public face: the table part of the order detail page. Its pages (scanCodeOrder/*) are reached
// through the route table.
export { OrderTableSection } from './components/order-table-section.tsx';
