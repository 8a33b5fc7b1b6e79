# Production image of Chaincard: the bundled server (apps/server/dist/main.mjs), the built web app and the
# server's production dependencies only. Untested here (no container runtime on the build machine); the
# same steps without containers are README "Running in production".

# 1. Build: every dependency (esbuild, Vite, TypeScript are dev dependencies), then the artefacts.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# 2. Run: the server's production dependencies, the bundle, the web build, the migrations.
FROM node:24-bookworm-slim
# Metrics stay on loopback inside the container (METRICS_HOST defaults to 127.0.0.1): to scrape them from another
# container, set METRICS_HOST=0.0.0.0 and METRICS_PORT explicitly and keep that port off the public network.
ENV NODE_ENV=production MODE=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @chaincard/server
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 8080
CMD ["node", "--max-semi-space-size=16", "apps/server/dist/main.mjs"]
