import { z } from '@hono/zod-openapi';

// The contract's "GCC generate request", exactly: no sub-field is required.
export const gccGenerateRequest = z
  .object({
    product_info: z.object({
      name: z.string().optional(),
      model: z.string().optional(),
      sku: z.string().optional(),
      place_of_manufacture: z.string().optional(),
      date_of_manufacture: z.iso.date().optional(),
    }),
    manufacturer: z.object({
      name: z.string().optional(),
      address: z.string().optional(),
      contact_email: z.email().optional(),
    }),
    testing_lab: z.object({
      name: z.string().optional(),
      accreditation_id: z.string().optional(),
      test_date: z.iso.date().optional(),
    }),
    cpsc_rules_cited: z.array(z.string()).optional(),
  })
  .openapi('GccGenerateRequest');
