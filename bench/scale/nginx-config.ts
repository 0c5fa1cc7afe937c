import { existsSync } from "node:fs";

/** Debian's libnginx-mod-http-brotli-static; loaded when installed (bench/scale/ensure-nginx.sh installs it). */
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const debianMimeTypes = "/etc/nginx/mime.types";

export interface NginxSite {
  /** The folder nginx runs in: pid, logs and temp files stay inside it. */
  prefix: string;
  port: number;
  /** Ports of the app instances on loopback, balanced round-robin. */
  upstreamPorts: number[];
  /** The built client; nginx answers /assets/ from it without asking the app. */
  clientDir: string;
}

/**
 * One loopback server in front of the app instances, as a deployment would
 * put it: hashed assets straight from disk (precompressed, cached for a
 * year), everything else proxied with a request id the app logs and echoes.
 */
export function nginxConfig({ prefix, port, upstreamPorts, clientDir }: NginxSite): string {
  const brotli = existsSync(brotliStaticModule);
  return `${brotli ? `load_module ${brotliStaticModule};\n` : ""}
# One worker: on a small machine the app instances need the cores, and one
# nginx worker moves far more requests than they answer.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }

http {
  ${existsSync(debianMimeTypes) ? `include ${debianMimeTypes};` : "types { application/javascript js; text/css css; }"}
  default_type application/octet-stream;
  # The request id first, so a line is found by the id the app echoed.
  log_format scale '$request_id $status "$request" upstream=$upstream_addr $request_time';
  access_log ${prefix}/access.log scale;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  # The app enforces UPLOAD_MAX_MB (25) itself and answers 413 in its envelope.
  client_max_body_size 30m;

  upstream sabal {
${upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort};`).join("\n")}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    # nginx closes a client connection after 1000 requests by default; autocannon
    # ignores that Connection: close and writes its next request into the closing
    # socket (ECONNRESET). Browsers reconnect; the load generator needs this.
    keepalive_requests 1000000;

    location /assets/ {
      root ${clientDir};
      ${brotli ? "brotli_static on;" : "# brotli_static: module not installed"}
      gzip_static on;
      gzip_vary on;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files $uri =404;
    }

    location / {
      proxy_pass http://sabal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }
  }
}
`;
}
