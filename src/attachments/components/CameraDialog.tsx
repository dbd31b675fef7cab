import {Camera, X} from 'lucide-react'
import {useEffect, useRef, useState} from 'react'
import type {MessageKey} from '../../framework/i18n/translate'
import {useTranslation} from '../../framework/i18n/use-translation'

export interface CameraDialogProps {
  /** The photo, as a JPEG file. */
  onCapture: (file: File) => void
  onClose: () => void
}

type CameraState = {kind: 'starting'} | {kind: 'live'} | {kind: 'error'; key: MessageKey}

/**
 * A desktop camera: a modal preview (getUserMedia) with a shutter that takes a JPEG from a
 * canvas. Escape or Cancel closes it; the camera is released when it closes.
 */
export function CameraDialog({onCapture, onClose}: CameraDialogProps) {
  const t = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>({kind: 'starting'})

  useEffect(() => {
    dialog.current?.showModal()
    let stream: MediaStream | null = null
    let cancelled = false
    if (!window.isSecureContext) {
      setState({kind: 'error', key: 'camera.insecure'})
    } else if (!navigator.mediaDevices?.getUserMedia) {
      setState({kind: 'error', key: 'camera.error'})
    } else {
      navigator.mediaDevices.getUserMedia({video: {facingMode: 'environment', width: {ideal: 1920}, height: {ideal: 1080}}, audio: false}).then(
        (media) => {
          if (cancelled) {
            media.getTracks().forEach((track) => track.stop())
            return
          }
          stream = media
          if (video.current) {
            video.current.srcObject = media
            void video.current.play().catch(() => {})
          }
          setState({kind: 'live'})
        },
        (error: unknown) => {
          if (cancelled) return
          const name = (error as {name?: string}).name
          setState({
            kind: 'error',
            key: name === 'NotAllowedError' || name === 'SecurityError' ? 'camera.denied'
              : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'camera.none' : 'camera.error',
          })
        },
      )
    }
    return () => {
      cancelled = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  function capture() {
    const source = video.current
    if (!source || source.videoWidth === 0) return
    const canvas = document.createElement('canvas')
    canvas.width = source.videoWidth
    canvas.height = source.videoHeight
    canvas.getContext('2d')?.drawImage(source, 0, 0)
    canvas.toBlob((blob) => {
      if (!blob) return
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '')
      onCapture(new File([blob], `${t('attachments.cameraPhoto')} ${stamp}.jpg`, {type: 'image/jpeg'}))
    }, 'image/jpeg', 0.9)
  }

  return (
    <dialog ref={dialog} className="camera-dialog" aria-labelledby="camera-title" onCancel={(event) => { event.preventDefault(); onClose() }}>
      <div className="camera-header">
        <h2 id="camera-title">{t('camera.title')}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('camera.cancel')}><X aria-hidden="true" size={20} /></button>
      </div>
      <div className="camera-view">
        <video ref={video} className="camera-video" playsInline muted hidden={state.kind !== 'live'} />
        {state.kind === 'starting' && <p className="camera-status" role="status">{t('camera.starting')}</p>}
        {state.kind === 'error' && <p className="camera-status camera-error" role="alert">{t(state.key)}</p>}
      </div>
      <div className="camera-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>{t('camera.cancel')}</button>
        <button type="button" className="send-button" onClick={capture} disabled={state.kind !== 'live'}>
          <Camera aria-hidden="true" size={18} /><span>{t('camera.shutter')}</span>
        </button>
      </div>
    </dialog>
  )
}
