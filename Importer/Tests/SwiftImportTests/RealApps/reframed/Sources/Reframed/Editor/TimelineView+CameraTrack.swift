import SwiftUI

extension TimelineView {
  func cameraTrackContent(width: CGFloat) -> some View {
    let h = trackHeight
    let regions = editorState.cameraRegions

    return ZStack(alignment: .leading) {
      ForEach(regions) { region in
        cameraRegionView(
          region: region,
          width: width,
          height: h
        )
      }

      if regions.isEmpty {
        let viewportWidth = width / timelineZoom
        let visibleCenterX = scrollOffset + viewportWidth / 2
        Text("Double-click to add camera region")
          .font(.system(size: FontSize.xs))
          .foregroundStyle(ReframedColors.secondaryText)
          .fixedSize()
          .position(x: visibleCenterX, y: h / 2)
          .allowsHitTesting(false)
      }
    }
    .frame(width: width, height: h)
    .clipped()
    .coordinateSpace(name: "cameraRegion")
    .contentShape(Rectangle())
    .onTapGesture(count: 2) { location in
      let time = (location.x / width) * totalSeconds
      let hitRegion = regions.first { r in
        let eff = effectiveCameraRegion(r, width: width)
        let startX = (eff.start / totalSeconds) * width
        let endX = (eff.end / totalSeconds) * width
        return location.x >= startX && location.x <= endX
      }
      if hitRegion == nil {
        editorState.addCameraRegion(atTime: time)
      }
    }
  }

  @ViewBuilder
  func cameraRegionView(
    region: CameraRegionData,
    width: CGFloat,
    height: CGFloat
  ) -> some View {
    let effective = effectiveCameraRegion(region, width: width)
    let startX = max(0, CGFloat(effective.start / totalSeconds) * width)
    let endX = min(width, CGFloat(effective.end / totalSeconds) * width)
    let regionWidth = max(4, endX - startX)
    let edgeThreshold = min(8.0, regionWidth * 0.2)
    let isPopoverShown = popoverCameraRegionId == region.id

    ZStack {
      RoundedRectangle(cornerRadius: Track.borderRadius)
        .fill(Track.background)

      HStack(spacing: 3) {
        Image(systemName: region.type.icon)
          .font(.system(size: Track.fontSize))
        if regionWidth > 50 {
          Text(region.type.label)
            .font(.system(size: Track.fontSize, weight: Track.fontWeight))
            .lineLimit(1)
        }
      }
      .foregroundStyle(Track.regionTextColor)

      RoundedRectangle(cornerRadius: Track.borderRadius)
        .strokeBorder(Track.borderColor, lineWidth: Track.borderWidth)
    }
    .frame(width: regionWidth, height: height)
    .clipShape(RoundedRectangle(cornerRadius: Track.borderRadius))
    .contentShape(Rectangle())
    .overlay {
      RightClickOverlay {
        popoverCameraRegionId = region.id
      }
    }
    .popover(
      isPresented: Binding(
        get: { isPopoverShown },
        set: { if !$0 { popoverCameraRegionId = nil } }
      ),
      arrowEdge: .top
    ) {
      CameraRegionEditPopover(
        region: region,
        maxCameraRelativeWidth: editorState.maxCameraRelativeWidth(for: region.customCameraAspect ?? editorState.cameraAspect),
        onChangeType: { newType in
          editorState.updateCameraRegionType(regionId: region.id, type: newType)
        },
        onUpdateLayout: { layout in
          editorState.updateCameraRegionLayout(regionId: region.id, layout: layout)
          editorState.clampCameraRegionLayout(regionId: region.id)
        },
        onSetCorner: { corner in
          editorState.setCameraRegionCorner(regionId: region.id, corner: corner)
        },
        onUpdateStyle: { aspect, cornerRadius, shadow, borderWidth, borderColor, mirrored in
          editorState.updateCameraRegionStyle(
            regionId: region.id,
            aspect: aspect,
            cornerRadius: cornerRadius,
            shadow: shadow,
            borderWidth: borderWidth,
            borderColor: borderColor,
            mirrored: mirrored
          )
        },
        onUpdateTransition: { entryType, entryDur, exitType, exitDur in
          editorState.updateCameraRegionTransition(
            regionId: region.id,
            entryTransition: entryType,
            entryDuration: entryDur,
            exitTransition: exitType,
            exitDuration: exitDur
          )
        },
        onRemove: {
          popoverCameraRegionId = nil
          editorState.removeCameraRegion(regionId: region.id)
        }
      )
      .presentationBackground(ReframedColors.backgroundPopover)
    }
    .gesture(
      DragGesture(minimumDistance: 3, coordinateSpace: .named("cameraRegion"))
        .onChanged { value in
          if cameraDragType == nil {
            let origStartX = CGFloat(region.startSeconds / totalSeconds) * width
            let origEndX = CGFloat(region.endSeconds / totalSeconds) * width
            let origWidth = origEndX - origStartX
            let relX = value.startLocation.x - origStartX
            let effectiveEdge = min(8.0, origWidth * 0.2)
            if relX <= effectiveEdge {
              cameraDragType = .resizeLeft
            } else if relX >= origWidth - effectiveEdge {
              cameraDragType = .resizeRight
            } else {
              cameraDragType = .move
            }
            cameraDragRegionId = region.id
          }
          cameraDragOffset = value.translation.width
        }
        .onEnded { _ in
          guard cameraDragType != nil else { return }
          commitCameraDrag(region: region, width: width)
          cameraDragOffset = 0
          cameraDragType = nil
          cameraDragRegionId = nil
        }
    )
    .onContinuousHover { phase in
      switch phase {
      case .active(let location):
        if location.x <= edgeThreshold || location.x >= regionWidth - edgeThreshold {
          NSCursor.resizeLeftRight.set()
        } else {
          NSCursor.openHand.set()
        }
      case .ended:
        NSCursor.arrow.set()
      @unknown default:
        break
      }
    }
    .position(x: startX + regionWidth / 2, y: height / 2)
  }

  func effectiveCameraRegion(_ region: CameraRegionData, width: CGFloat) -> (start: Double, end: Double) {
    guard cameraDragRegionId == region.id, let dt = cameraDragType else {
      return (region.startSeconds, region.endSeconds)
    }
    let timeDelta = (cameraDragOffset / width) * totalSeconds
    let regions = editorState.cameraRegions
    guard let idx = regions.firstIndex(where: { $0.id == region.id }) else {
      return (region.startSeconds, region.endSeconds)
    }
    let dur = totalSeconds
    let prevEnd: Double = idx > 0 ? regions[idx - 1].endSeconds : 0
    let nextStart: Double = idx < regions.count - 1 ? regions[idx + 1].startSeconds : dur

    let minDuration = max(0.1, (24.0 / width) * dur)

    switch dt {
    case .move:
      let regionDur = region.endSeconds - region.startSeconds
      let clampedStart = max(prevEnd, min(nextStart - regionDur, region.startSeconds + timeDelta))
      return (clampedStart, clampedStart + regionDur)
    case .resizeLeft:
      let newStart = max(prevEnd, min(region.endSeconds - minDuration, region.startSeconds + timeDelta))
      return (newStart, region.endSeconds)
    case .resizeRight:
      let newEnd = max(region.startSeconds + minDuration, min(nextStart, region.endSeconds + timeDelta))
      return (region.startSeconds, newEnd)
    }
  }

  func commitCameraDrag(region: CameraRegionData, width: CGFloat) {
    let timeDelta = (cameraDragOffset / width) * totalSeconds

    switch cameraDragType {
    case .move:
      editorState.moveCameraRegion(regionId: region.id, newStart: region.startSeconds + timeDelta)
    case .resizeLeft:
      editorState.updateCameraRegionStart(regionId: region.id, newStart: region.startSeconds + timeDelta)
    case .resizeRight:
      editorState.updateCameraRegionEnd(regionId: region.id, newEnd: region.endSeconds + timeDelta)
    case nil:
      break
    }
  }

}
