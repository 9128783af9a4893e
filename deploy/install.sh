#!/usr/bin/env bash
# Lays the deployment kit out on a Debian or Ubuntu server, for the application built in the folder
# that holds this script (git clone, then npm ci && npm run build there; /opt/portal by default):
#   /etc/systemd/system/portal@.service         the unit, pointed at the application's folder
#   /etc/portal/portal.env                      every setting (from portal.env.example; kept if present)
#   /etc/nginx/sites-available/portal.conf      the site, linked from sites-enabled (kept once edited:
#                                               a new release's goes beside it as portal.conf.new)
#   /etc/systemd/journald.conf.d/portal.conf    how long the journal keeps the logs
#   /var/lib/portal                             the processes' data (systemd makes one folder each)
# and the system user "portal". It changes nothing else and prints the steps that remain.
#   --root DIR   lay out under DIR instead of / (a package build, or the tests); no user, no systemctl
#   --clamav-mirror URL   a network without internet: /etc/clamav/freshclam.conf fetches ClamAV's
#                signatures from the mirror at URL (deploy/clamav/), Debian's file kept beside it
# See docs/OPERATIONS.md, "Deployment kit".
set -euo pipefail
root=
mirror=
while [ $# -gt 0 ]; do
  case "$1" in
    --root) root=${2:?--root needs a folder}; shift 2 ;;
    --clamav-mirror) mirror=${2:?--clamav-mirror needs an address}; shift 2 ;;
    *) echo "Unknown option $1 (usage: deploy/install.sh [--root DIR] [--clamav-mirror URL])" >&2; exit 2 ;;
  esac
done
kit=$(cd "$(dirname "$0")" && pwd)
app=$(dirname "$kit")
[ -f "$app/packages/server/dist/main.js" ] || { echo "Build the portal first: (cd $app && npm ci && npm run build)" >&2; exit 1; }
node=$(command -v node) || { echo "Node.js 20 is missing (apt-get install nodejs, or NodeSource's package)" >&2; exit 1; }

if [ -z "$root" ]; then
  [ "$(id -u)" = 0 ] || { echo "Run as root (or with --root DIR)." >&2; exit 1; }
  getent group portal >/dev/null || groupadd --system portal
  getent passwd portal >/dev/null ||
    useradd --system --gid portal --home-dir /var/lib/portal --no-create-home --shell /usr/sbin/nologin portal
fi

install -d -m 0755 "$root/etc/systemd/system" "$root/etc/nginx/sites-available" "$root/etc/nginx/sites-enabled" \
  "$root/etc/systemd/journald.conf.d"
install -d -m 0750 "$root/etc/portal" "$root/var/lib/portal"
# The unit runs the application where it was built, with this machine's Node.js.
sed -e "s#/opt/portal#$app#g" -e "s#^ExecStart=/usr/bin/node #ExecStart=$node #" "$kit/systemd/portal@.service" \
  > "$root/etc/systemd/system/portal@.service"
chmod 0644 "$root/etc/systemd/system/portal@.service"
if [ ! -e "$root/etc/portal/portal.env" ]; then
  install -m 0640 "$kit/portal.env.example" "$root/etc/portal/portal.env"
  created_env=1
fi
# The site is the operator's once edited (server_name, certificate): a new release's goes beside it.
if [ -e "$root/etc/nginx/sites-available/portal.conf" ] &&
  ! cmp -s "$kit/nginx/portal.conf" "$root/etc/nginx/sites-available/portal.conf"; then
  install -m 0644 "$kit/nginx/portal.conf" "$root/etc/nginx/sites-available/portal.conf.new"
  site_kept=1
else
  install -m 0644 "$kit/nginx/portal.conf" "$root/etc/nginx/sites-available/portal.conf"
fi
ln -sfn ../sites-available/portal.conf "$root/etc/nginx/sites-enabled/portal.conf"
install -m 0644 "$kit/journald/portal.conf" "$root/etc/systemd/journald.conf.d/portal.conf"
if [ -n "$mirror" ]; then
  install -d -m 0755 "$root/etc/clamav"
  if [ -e "$root/etc/clamav/freshclam.conf" ] && [ ! -e "$root/etc/clamav/freshclam.conf.debian" ]; then
    cp -p "$root/etc/clamav/freshclam.conf" "$root/etc/clamav/freshclam.conf.debian"
  fi
  sed "s#^PrivateMirror .*#PrivateMirror $mirror#" "$kit/clamav/freshclam.conf" > "$root/etc/clamav/freshclam.conf"
  chmod 0644 "$root/etc/clamav/freshclam.conf"
fi
# nginx keeps the hashed assets here (the site's proxy_cache_path); it makes the last folder only.
install -d -m 0755 "$root/var/cache/nginx"
if [ -z "$root" ]; then
  chgrp portal /etc/portal /etc/portal/portal.env
  chown portal:portal /var/lib/portal
  # systemd reads the new unit; a machine not booted with systemd (a container) says so and goes on.
  if [ -d /run/systemd/system ]; then systemctl daemon-reload; else echo "systemd is not running: the unit is in place for when it is"; fi
fi

[ -n "${site_kept:-}" ] && echo "Kept your $root/etc/nginx/sites-available/portal.conf; this release's is portal.conf.new beside it: compare them (diff -u)."
cat <<STEPS
Laid out under ${root:-/}. What remains:
$([ -n "${created_env:-}" ] && echo "  1. Fill in $root/etc/portal/portal.env: PUBLIC_URL, JWT_SECRET and DATA_KEY (a portal that ran before: the
     content of its DATA_DIR's jwt-secret and data-key; a new one: openssl rand -base64 48), ADMIN_EMAIL,
     ADMIN_PASSWORD, DATABASE_URL, SMTP_URL, and CLAMAV_SOCKET or CLAMAV_DISABLED.")
  2. Put the certificate at /etc/ssl/portal/fullchain.pem and privkey.pem (or certbot), set server_name in
     $root/etc/nginx/sites-available/portal.conf, take Debian's "Welcome to nginx" site out
     (rm /etc/nginx/sites-enabled/default), then: nginx -t && systemctl reload nginx
  3. systemctl enable --now portal@1   (and portal@2 … on PostgreSQL, one upstream line each)
  4. curl -s http://127.0.0.1:3001/api/health/ready
STEPS
