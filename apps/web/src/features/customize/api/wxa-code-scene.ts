import { type sceneCodeEndpoints, sceneCodePaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const getWxaCodeScene = endpointRef<typeof sceneCodeEndpoints.getWxaCodeScene>(
  sceneCodePaths.getWxaCodeScene,
);

/** Where a scene code leads (SPEC §7 GetWxaCodeScene); read once per visit, a refusal is final. */
export function useScene(sceneId: string) {
  return useQuery({
    queryKey: ['store', 'scene', sceneId],
    queryFn: () => call(getWxaCodeScene, { sceneId }),
    enabled: sceneId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
