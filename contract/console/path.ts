/** The console's calls: `POST /admin/api/<name>`. */
export const adminPath = (name: string) => `/admin/api/${name}`;
