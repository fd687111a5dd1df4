# The service image used by compose.yaml, installed as on any host: `npm ci --omit=dev`, which
# brings the project's pinned Node 24 (the node package, a runtime dependency) and runs it, as
# `npm start` and bin/dutyscout do. The base image only has to run npm; its own Node is not used
# to serve. (That pinned Node is about 190 MB beside the base image's; the same Node in
# development, CI and the image is worth it.)
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY bin ./bin
COPY src ./src
COPY data ./data
USER node
# MALLOC_MMAP_THRESHOLD_: glibc's malloc setting that npm start and bin/dutyscout set (see there).
ENV PORT=8080 HOST=0.0.0.0 MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 8080
# --max-semi-space-size: as in bin/dutyscout, which says why. Not `npm start`: node is PID 1,
# so SIGTERM from `docker stop` reaches the service directly (it installs its handlers).
CMD ["node_modules/.bin/node", "--max-semi-space-size=4", "src/entry.mjs", "serve"]
