# The service image used by compose.yaml. Node 24 comes from the base image, so the
# devDependency that pins it for development (and every other devDependency) is left out.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY bin ./bin
COPY src ./src
COPY data ./data
USER node
ENV PORT=8080 HOST=0.0.0.0
EXPOSE 8080
# --max-semi-space-size: as in bin/dutyscout, which says why.
CMD ["node", "--max-semi-space-size=16", "src/entry.mjs", "serve"]
