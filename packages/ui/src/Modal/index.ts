export { Modal, type ModalProps, type ModalSize, modalSizes } from './Modal';
export { VideoModal, type VideoModalProps, videoFrameAllow } from './VideoModal';
