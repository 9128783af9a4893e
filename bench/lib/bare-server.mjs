// The baseline: Fastify with one JSON route and nothing else, answering the same payload.
import Fastify from 'fastify';

const payload = JSON.parse(process.env.PAYLOAD ?? '{}');
const app = Fastify();
app.get('/bare', async () => payload);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
