// The baseline of the content benchmark: node:http with nothing else, answering the same JSON bytes.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.PAYLOAD ?? '{}');
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
