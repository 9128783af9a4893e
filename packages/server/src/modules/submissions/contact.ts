/** Whom to ask about a record (a proposal, a solution, a product), in the API's field names. */
export const contactFields = (row: { contactName: string; contactPhone: string; contactEmail: string }) => ({
  contact_name: row.contactName,
  contact_phone: row.contactPhone,
  contact_email: row.contactEmail,
});
