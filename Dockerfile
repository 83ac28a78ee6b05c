# syntax=docker/dockerfile:1
# The back office as one image: the API server and the built PWA (docs/operations/deploy.md).

# --- build: every dependency, the PWA into dist/ ---
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies only, the server's sources (run by tsx), dist/ ---
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data \
    STATIC_DIR=/app/dist \
    SKIP_BUILD=true
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.base.json tsconfig.json ./
COPY server ./server
COPY src ./src
COPY scripts ./scripts
COPY --from=build /app/dist ./dist
# The image's files stay root's (read-only to the server); only the PGlite folder is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the entry (no npm or shell in between), so SIGTERM reaches server/main.ts, which
# drains and exits; compose's `init: true` reaps any child process.
CMD ["node", "--import", "tsx", "server/main.ts"]
