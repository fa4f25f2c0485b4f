#!/usr/bin/env bash
# Writes what docker-compose.yml needs before its first start, into ./secrets (never committed):
# random passwords, the JWT secret, the stores' connection URLs (credentials inside, so read from
# files, never from the environment), the MongoDB replica-set key, and a private CA with the
# EventStoreDB and MongoDB server certificates. Existing files are kept, so running it again
# changes nothing. Needs openssl.
set -euo pipefail
cd "$(dirname "$0")/.."
umask 077
mkdir -p secrets/certs/ca secrets/certs/eventstore secrets/certs/mongo
# Only this user can enter the folder (the modes of what is in it are set at the end).
chmod 700 secrets

keep() { [ -s "secrets/$1" ] || { "${@:2}" > "secrets/$1"; echo "wrote secrets/$1"; }; }
random_hex() { openssl rand -hex "$1"; }

keep jwt_secret openssl rand -base64 48
keep root_password random_hex 16
keep eventstore_admin_password random_hex 24
keep eventstore_ops_password random_hex 24
keep mongo_root_password random_hex 24
# The app's own users (made by compose's provision service): the URLs below sign in as them.
keep eventstore_app_password random_hex 24
keep mongo_app_password random_hex 24
keep mongo_keyfile openssl rand -base64 756
keep eventstore_url echo "kurrentdb://cargo-app:$(cat secrets/eventstore_app_password)@eventstore:2113?tls=true&tlsCAFile=/certs/ca/ca.crt"
keep mongo_url echo "mongodb://cargo-app:$(cat secrets/mongo_app_password)@mongo:27017/cargo?replicaSet=rs0&authSource=admin&tls=true&tlsCAFile=/certs/ca/ca.crt"
# Production mail goes through your SMTP server: SMTP_URL=smtp://user:password@host:587 before the first
# run. Without it the file is empty and the API refuses to start, unless EMAIL_TO_FILES=true keeps emails as
# files on its api-data volume.
if [ ! -e secrets/smtp_url ]; then
  printf '%s' "${SMTP_URL:-}" > secrets/smtp_url
  if [ -n "${SMTP_URL:-}" ]; then echo "wrote secrets/smtp_url"; else echo "wrote secrets/smtp_url: empty; the API will not start without it unless EMAIL_TO_FILES=true (set SMTP_URL, delete the file and run this again)"; fi
fi
# For tests and tools on this host, through docker-compose.dev.yml's ports on 127.0.0.1.
keep host.env printf 'EVENTSTORE_URL=kurrentdb://admin:%s@localhost:2113?tls=true&tlsCAFile=%s\nMONGO_URL=mongodb://cargo:%s@localhost:27017/cargo?authSource=admin&directConnection=true&tls=true&tlsCAFile=%s\n' \
  "$(cat secrets/eventstore_admin_password)" "$PWD/secrets/certs/ca/ca.crt" "$(cat secrets/mongo_root_password)" "$PWD/secrets/certs/ca/ca.crt"

certs=secrets/certs
if [ ! -s "$certs/ca/ca.crt" ]; then
  openssl req -x509 -newkey rsa:4096 -sha256 -days 3650 -nodes -keyout "$certs/ca/ca.key" -out "$certs/ca/ca.crt" -subj "/CN=cargo compose CA" 2>/dev/null
  echo "wrote $certs/ca/ca.crt"
fi

# A server certificate signed by the CA: $1 folder, $2 common name, $3 subject alternative names.
server_cert() {
  local dir="$certs/$1"
  [ -s "$dir/node.crt" ] && return
  openssl req -newkey rsa:2048 -nodes -keyout "$dir/node.key" -out "$dir/node.csr" -subj "/CN=$2" 2>/dev/null
  printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth,clientAuth\n' "$3" > "$dir/ext.cnf"
  openssl x509 -req -in "$dir/node.csr" -CA "$certs/ca/ca.crt" -CAkey "$certs/ca/ca.key" -CAcreateserial -days 825 -sha256 -extfile "$dir/ext.cnf" -out "$dir/node.crt" 2>/dev/null
  rm -f "$dir/node.csr" "$dir/ext.cnf"
  echo "wrote $dir/node.crt"
}
# EventStoreDB expects its reserved node name as the common name.
server_cert eventstore eventstoredb-node "DNS:eventstore,DNS:localhost,IP:127.0.0.1"
server_cert mongo mongo "DNS:mongo,DNS:localhost,IP:127.0.0.1"
[ -s "$certs/mongo/mongo.pem" ] || cat "$certs/mongo/node.crt" "$certs/mongo/node.key" > "$certs/mongo/mongo.pem"

# Compose mounts each of these files as the host file itself, owner and mode unchanged, and every
# container reads them as its own user (mongo 999, KurrentDB and node 1000), whoever ran this script
# (root, or a user whose uid is not 1000). So what a container reads is readable by any user and
# written by none (0444), and only this user can enter ./secrets (0700): on the host nobody else
# reaches them, and a container is given only its own. The CA's key and host.env (the stores' URLs for
# tools on this host) are mounted nowhere and stay this user's alone (0600).
chmod 0444 secrets/jwt_secret secrets/root_password secrets/eventstore_admin_password secrets/eventstore_ops_password secrets/eventstore_app_password secrets/mongo_app_password secrets/mongo_root_password secrets/mongo_keyfile secrets/eventstore_url secrets/mongo_url secrets/smtp_url
chmod 0444 "$certs"/ca/ca.crt "$certs"/eventstore/node.crt "$certs"/eventstore/node.key "$certs"/mongo/node.crt "$certs"/mongo/node.key "$certs"/mongo/mongo.pem
chmod 0600 secrets/host.env "$certs"/ca/ca.key
chmod 0755 "$certs" "$certs"/ca "$certs"/eventstore "$certs"/mongo
chmod 0700 secrets
echo "secrets ready: docker compose up -d"
