import { bottomNavAnswerSchema } from '@betfront/contract/content';
import type { BottomNavAnswer } from '@betfront/contract/content';
import type { LoadArgs, LoadResult } from '@betfront/remote-kit';

export async function loadBottomNav({ ctx, fetch }: LoadArgs): Promise<LoadResult<BottomNavAnswer>> {
  try {
    const response = await fetch(`/web-api/content/bottom-nav?lang=${encodeURIComponent(ctx.lng)}`);
    if (!response.ok) return { status: 500 };
    return { status: 200, data: bottomNavAnswerSchema.parse(await response.json()) };
  } catch {
    return { status: 500 };
  }
}
