import { z } from 'zod';

// Spec visitor-runtime §1 and §4: the menu block, one tab per menu (lunch, dinner…), each menu in sections
// of dishes. Prices are the owner's text ("12", "8 / 14"), shown as written.
const MenuItem = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  price: z.string().min(1).optional(),
});

export const MenuData = z.object({
  heading: z.string().optional(),
  menus: z
    .array(
      z.object({
        name: z.string().min(1),
        sections: z.array(z.object({ title: z.string().optional(), items: z.array(MenuItem).min(1) })).min(1),
      }),
    )
    .min(1),
});
export type MenuData = z.infer<typeof MenuData>;
