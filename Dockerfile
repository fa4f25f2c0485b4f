# One image for the API and the projection worker (docker-compose.yml picks the command).
FROM node:20-bookworm
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY services/package.json services/
COPY web/package.json web/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "services/dist/main.js"]
