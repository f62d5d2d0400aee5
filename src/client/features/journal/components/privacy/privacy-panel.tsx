import { AiPrivacy } from './ai-privacy.tsx';
import { MemoryList } from './memory-list.tsx';
import { YourData } from './your-data.tsx';

/** The privacy statement, the AI switch, the Owl's memory, export and deleting everything. */
export function PrivacyPanel({ userId }: { userId: string }) {
  return (
    <div className="space-y-5">
      <AiPrivacy userId={userId} />
      <MemoryList userId={userId} />
      <YourData userId={userId} />
    </div>
  );
}
