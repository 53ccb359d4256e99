// The balance area's public face: what the app layer uses of it. Its pages are reached through the route table.

// The member payment code's QR and barcode, which any code the counter scans draws the same way (a card's number).
export { PayCodeBarcode } from './components/pay-code-barcode.tsx';
export { PayCodeQr } from './components/pay-code-qr.tsx';
export { forgetPayCodeDevice } from './state/pay-code-storage.ts';
