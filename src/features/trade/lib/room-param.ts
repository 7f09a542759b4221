/** The room id of `?id=`, or undefined when it is missing or not a positive integer. */
export function roomIdParam(params: URLSearchParams): number | undefined {
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
