# One image for the API and the projection worker (docker-compose.yml picks the command), on the Node
# line CI runs the full suite on (.ci/run). Every install is exactly the lock file, and compiles nothing:
# better-sqlite3, sharp and @swc/core ship prebuilt binaries inside their packages, so no stage has a
# compiler (compose.spec.ts checks all of this).

# Node 25 and newer link against libatomic.
FROM node:26-bookworm-slim AS base
RUN apt-get update && apt-get install -y --no-install-recommends libatomic1 && rm -rf /var/lib/apt/lists/*

# The lock file and every workspace's manifest: what both installs start from.
FROM base AS manifests
WORKDIR /app
COPY .npmrc package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY services/package.json services/
COPY web/package.json web/

# Build stage: every dependency, the build.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime dependencies: the production dependencies of the server's workspaces only. The web app is
# its bundle (web/dist), so none of its packages (React, MUI...) reach the image.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace=services --workspace=projections --workspace=contracts

# Runtime stage: the built code and those dependencies, run as the unprivileged node user.
FROM base AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/services/package.json services/
COPY --from=build /app/services/dist services/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "services/dist/main.js"]
