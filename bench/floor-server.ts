// The floor (issue 15): what Fastify + pg can do at all on this machine, with no business rule — one prepared
// statement per call, a pool as large as the app's, the same durability (each answer after its commit). Every app
// scenario of `npm run bench` is also reported as a ratio to its counterpart here, measured in the same run.
// It makes its own tables in the bench's scratch database, apart from the app's.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const PRODUCTS = 400;
const HOT_STOCK = 100_000_000;

await pool.query(`
  CREATE TABLE IF NOT EXISTS floor_products (
    id int PRIMARY KEY, category int NOT NULL, name text NOT NULL, price int NOT NULL, stock int NOT NULL);
  CREATE INDEX IF NOT EXISTS floor_products_category ON floor_products (category, id);
  CREATE TABLE IF NOT EXISTS floor_cart (
    cart_key text NOT NULL, product_id int NOT NULL, quantity int NOT NULL, PRIMARY KEY (cart_key, product_id));
  CREATE TABLE IF NOT EXISTS floor_orders (
    id bigserial PRIMARY KEY, member_id int NOT NULL, product_id int NOT NULL, quantity int NOT NULL,
    amount int NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  TRUNCATE floor_products, floor_cart, floor_orders;
  INSERT INTO floor_products
    SELECT i, i % 10, 'Item ' || i, 500 + i, ${HOT_STOCK} FROM generate_series(0, ${PRODUCTS - 1}) i;
`);

const statements = {
  list: {
    name: 'floor_list',
    text: 'SELECT id, name, price, stock FROM floor_products WHERE category = $1 ORDER BY id LIMIT 20',
  },
  cart: {
    name: 'floor_cart',
    text: `INSERT INTO floor_cart (cart_key, product_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (cart_key, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
  },
  order: {
    name: 'floor_order',
    text: `WITH taken AS (
             UPDATE floor_products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING price)
           INSERT INTO floor_orders (member_id, product_id, quantity, amount)
           SELECT $3, $1, $2, price * $2 FROM taken RETURNING id`,
  },
};

interface Body {
  category?: number;
  cartKey?: string;
  productId?: number;
  quantity?: number;
  memberId?: number;
}

const app = Fastify({ logger: false });
app.get('/floor', async () => ({ ok: true }));
app.post<{ Body: Body }>('/floor/list', async (req) => {
  const { rows } = await pool.query({ ...statements.list, values: [req.body.category ?? 0] });
  return { Success: true, Result: rows };
});
app.post<{ Body: Body }>('/floor/cart', async (req) => {
  const { cartKey, productId, quantity } = req.body;
  await pool.query({ ...statements.cart, values: [cartKey, productId, quantity] });
  return { Success: true, Result: null };
});
app.post<{ Body: Body }>('/floor/order', async (req, reply) => {
  const { productId, quantity, memberId } = req.body;
  const { rows } = await pool.query({ ...statements.order, values: [productId, quantity, memberId] });
  if (rows.length === 0) return reply.code(409).send({ Success: false, Result: null });
  return { Success: true, Result: { orderId: rows[0].id } };
});
await app.listen({ port: Number(process.env.PORT ?? 3903), host: '127.0.0.1' });
