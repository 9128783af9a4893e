// Writes HAProxy's own answers (400, 403, 408, 500, 502, 503, 504) in Vietnamese into a folder, as
// deploy/haproxy/haproxy.cfg's errorfile lines expect: node deploy/haproxy/write-error-pages.mjs DIR
import { writeErrorPages } from '../../scripts/cluster/error-pages.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node deploy/haproxy/write-error-pages.mjs /etc/haproxy/errors-vi');
  process.exit(2);
}
writeErrorPages(dir);
console.log(`HAProxy's error pages written to ${dir}`);
