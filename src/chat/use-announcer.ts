import {useCallback, useState} from 'react'

/**
 * The text of a page's polite live region (`role="status"`) and `announce`, which sets it for
 * screen readers. The region is cleared first, so the same words twice are announced twice.
 */
export function useAnnouncer(): {announcement: string; announce: (text: string) => void} {
  const [announcement, setAnnouncement] = useState('')
  const announce = useCallback((text: string) => {
    setAnnouncement('')
    requestAnimationFrame(() => setAnnouncement(text))
  }, [])
  return {announcement, announce}
}
