/** The API's interactive documentation (Swagger UI), where "Authorize" takes an API key. */
export const apiDocsPath = "/api/docs";
