# syntax=docker/dockerfile:1
# ShowCaller: one image for the API, the WebSocket hub and the built web app (README "Deployment").
# Build: docker build -t showcaller .   Run: docker run -p 3000:3000 -v showcaller-data:/data showcaller

# --- build: install everything, compile server and web, then drop dev dependencies ---
FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# Manifests first so the dependency layer is cached until they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
COPY scripts/backup.mjs scripts/
RUN npm run build \
  && npm prune --omit=dev

# --- runtime: compiled output and production dependencies only, as the unprivileged node user ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
# Files stay owned by root (read-only for the app); only /data is writable.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# `npm run backup` (runs the built apps/server/dist/cli/backup.js); writes to /data/backups.
COPY --from=build /app/scripts/backup.mjs scripts/
RUN mkdir -p /data && chown node:node /data
USER node
# SQLite file (showcaller.sqlite) and the mail outbox; with DATABASE_URL only the outbox.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 is fine here: the server handles SIGTERM itself (closes sockets, then exits).
# V8's young generation capped at 2 × 8 MiB (Node's default grows to 2 × 16): ~20 MiB less RSS (bench:fanout).
CMD ["node", "--max-semi-space-size=8", "apps/server/dist/index.js"]
