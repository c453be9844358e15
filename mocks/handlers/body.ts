/** The JSON body of a request, or undefined when it is missing or malformed (the schema then says why). */
export async function readBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}
