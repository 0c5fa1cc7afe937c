# Sabal's app: the built server and its production dependencies on Node 20.
# Build stage: the whole checkout, so the build is the one `npm run build` makes.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The public pages bake the company's facts in at build time (docs/deploy.md, Build and ship).
ARG COMPANY_FILE
ENV COMPANY_FILE=${COMPANY_FILE}
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The embedded database and STORAGE=local keep their files here; unused with DATABASE_URL and STORAGE=database.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Readiness, not liveness: the database answered within 2 s.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "build/server/server.js"]
