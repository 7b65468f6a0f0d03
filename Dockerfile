# syntax=docker/dockerfile:1
# Unsayable as a container: built with the full toolchain, run on a slim Node 20 as a non-root user.
#   docker build -t unsayable .
#   docker run -d --name unsayable -p 3000:3000 -v unsayable-data:/data --stop-timeout 15 unsayable
# The SQLite store lives in the /data volume. How to run it, stop it and upgrade it:
# docs/OPERATIONS.md, "Running in production".

ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /app
# better-sqlite3 compiles from source here: the full image has python3, make and g++.
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY packages/cards/package.json packages/cards/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The compiled server bundles every package but the native SQLite binding: that, and the two
# small packages it loads the addon with, are all the run-time image needs from node_modules.
RUN mkdir -p /runtime/node_modules/better-sqlite3/build/Release \
 && cp -r node_modules/better-sqlite3/package.json node_modules/better-sqlite3/lib \
      /runtime/node_modules/better-sqlite3/ \
 && cp node_modules/better-sqlite3/build/Release/better_sqlite3.node \
      /runtime/node_modules/better-sqlite3/build/Release/ \
 && cp -r node_modules/bindings node_modules/file-uri-to-path /runtime/node_modules/

FROM node:${NODE_VERSION}-bookworm-slim
# tini as PID 1: passes SIGTERM on to node and reaps what a PID 1 must.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /runtime/node_modules ./node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Fails the build, not the first start, if the native addon does not load on this base.
RUN node -e "new (require('better-sqlite3'))(':memory:').close()" \
 && mkdir -p /data \
 && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The server finishes a graceful stop within 10 s of SIGTERM; give it 15 (`--stop-timeout 15`).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# V8's background threads sized to the cores, its young generation capped
# (apps/server/src/node-flags.ts).
CMD ["node", "--v8-pool-size=0", "--max-semi-space-size=8", "apps/server/dist/main.js"]
