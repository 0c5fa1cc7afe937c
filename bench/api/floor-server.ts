// The floor any API can reach: node:http and a pg pool running the captured
// statements of one search (FLOOR_QUERIES, JSON) and writing JSON. No framework,
// no validation, no session check.
import { createServer } from "node:http";
import pg from "pg";
import type { CapturedQuery } from "./search-sql";

const queries = JSON.parse(process.env.FLOOR_QUERIES ?? "[]") as CapturedQuery[];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer((_request, response) => {
  Promise.all(queries.map((query) => pool.query(query.sql, query.params)))
    .then(([page, total]) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ data: { items: page?.rows, total: total?.rows[0] }, success: true }));
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
