# Production image of Chaincard: the bundled server (apps/server/dist/main.mjs), the built web app and the
# server's production dependencies only. Untested here (no container runtime on the build machine); the
# same steps without containers are README "Running in production".

# 1. Build: every dependency (esbuild, Vite, TypeScript are dev dependencies), then the artefacts.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# 2. Run: the server's production dependencies, the bundle, the web build, the migrations.
FROM node:20-bookworm-slim
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
EXPOSE 8080 9464
CMD ["node", "apps/server/dist/main.mjs"]
