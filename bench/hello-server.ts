// The yardstick: a bare Fastify answering a JSON POST, measured in the same run as the app (DESIGN §6).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ Success: true, Result: 'hello', Message: '', Code: null }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
