/**
 * A lead's source, campaign and landing page for the revenue tables, the same on both dialects:
 * the visit it was joined to, else the attribution its form carried; '' when it has none.
 */
export const revenueDimensionColumns = `coalesce(visit_source, utm_source, '') AS source,
  coalesce(visit_campaign, utm_campaign, '') AS campaign,
  coalesce(landing_page, first_page, '') AS landing_page`;

/** Board cards are read with these columns. */
export const boardCardColumns =
  "id, status, name, email, service, created_at, deal_value, deal_currency";
