import { useMutation } from '@tanstack/react-query';
import { api, request } from '#client/lib/api-client.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';

/** `POST /api/contact`: the message is stored and mailed; a confirmation goes to the sender. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (message: ContactMessage) => request(api.contact.$post({ json: message })),
  });
